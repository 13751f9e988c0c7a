import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { AsidePanel } from '../../components/parts/aside-panel';
import { Card } from '../../components/parts/card';
import { Button } from '../../components/button';
import { CardSection } from '../../components/card-section';
import { CardGrid } from '../../components/card-grid';
import { CardList } from '../../components/card-list';
import { CtaBand } from '../../components/parts/cta-band';
import { Hero } from '../../components/hero';
import { Icon } from '../../components/icon';
import { IconList } from '../../components/parts/icon-list';
import { ListSection } from '../../components/list-section';
import { TagList } from '../../components/parts/tag-list';
import { NotFoundNotice } from '../../components/parts/not-found-notice';
import { Section } from '../../components/section';
import { Split } from '../../components/parts/split';
import { MoreText } from '../../components/parts/more-text';
import { capsHeading, color, phoneRow } from '../../components/theme';
import type { BrandProps } from './data';
import { href } from '../../routes/urls';
import { CopyText } from '../../components/copy-text';

export default function BrandPage({ page }: { page: PageData<BrandProps> }) {
  const props = page.props;
  if (page.missing || props.missing) return <MissingBrand />;
  return (
    <>
      <Hero tag={props.tag} heading={props.name} intro={props.shortDescription} breadcrumbs={page.breadcrumbs}>
        <TagList
          look="hero"
          tags={props.categories.map((category) => ({ icon: category === 'Residential' ? 'home' : 'building', label: category }))}
        />
        {props.website ? (
          <Website href={props.website} target="_blank" rel="noopener noreferrer">
            Official {props.name} website <span>(opens in a new tab)</span>
          </Website>
        ) : null}
      </Hero>

      <Section id="about" heading={props.about.heading}>
        <About $aside="sand">
          <CopyText className="lead" text={props.about.description} />
          <AsidePanel id="models-heading" heading={props.models.heading}>
            <MoreText label="See the models" about={` of ${props.name}`} phoneOnly>
              <ModelGroups groups={props.models.groups} />
            </MoreText>
          </AsidePanel>
        </About>
      </Section>

      <ListSection id="services" {...props.services} tone="sky" list={Services} keyOf={(item) => item.href}>
        {(item) => (
          <Card heading={item.title} more={{ to: item.href, label: 'View service details', about: `: ${item.title}` }}>
            <IconList items={item.issues} icon="check" tone="success" align="top" gap={0.35} itemGap={0.45} />
          </Card>
        )}
      </ListSection>

      <ListSection id="brand-issues" {...props.brandIssues} list={Issues} keyOf={(issue) => issue.title}>
        {(item) => (
          <Card heading={item.title}>
            <CopyText text={item.description} />
            {item.affectedModels.length ? (
              <p className="models">
                <strong>Affected models:</strong> {item.affectedModels.join(', ')}
              </p>
            ) : null}
          </Card>
        )}
      </ListSection>

      <Section id="repair" heading={props.repair.heading} tone="sand">
        <Repair>{props.repair.text}</Repair>
      </Section>

      <CardSection id="common-issues" heading={props.commonIssues.heading} items={props.commonIssues.items} columns={4} />

      <Section id="reasons" heading={props.reasons.heading} tone="sky">
        <IconList
          items={props.reasons.list}
          icon="check"
          iconSize={20}
          tone="success"
          align="top"
          iconOffset="0.2rem"
          gap={0.6}
          columns={2}
          strong
        />
      </Section>

      <CtaBand heading={props.cta.heading} intro={props.cta.intro} />

      <Back className="container">
        <Link to={href('brands')}>
          <Icon name="arrow" size={16} className="flip" /> Back to All Brands
        </Link>
      </Back>
    </>
  );
}

type Brand = Exclude<BrandProps, { missing: true }>;

/** The stand-in for an unknown brand id, pointing to the brands page. */
function MissingBrand() {
  return (
    <NotFoundNotice heading="Brand not found." actions={<Button to={href('brands')}>View All Brands</Button>}>
      <p>We could not find that brand. The brands we service are listed on our brands page.</p>
    </NotFoundNotice>
  );
}

/** The brand's models, a heading and a list a group (openers, doors ...). */
function ModelGroups({ groups }: { groups: Brand['models']['groups'] }) {
  return groups.map((group) => (
    <div key={group.label}>
      <h4>{group.label}</h4>
      <ul>
        {group.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  ));
}

// One run of text (a flex row set its two parts side by side, each a column of its own on a phone).
const Website = styled.a`
  display: inline-block;
  padding-block: 6px;
  color: #fff;
  font-weight: 700;
  &:hover {
    color: #fff;
  }
  span {
    font-weight: 400;
  }
`;

const About = styled(Split)`
  .lead {
    margin: 0;
    max-width: 70ch;
  }
  h4 {
    margin: 0.9rem 0 0.3rem;
    font-size: 0.95rem;
    ${capsHeading}
  }
  aside ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Services = styled(CardGrid)`
  ${phoneRow}
  h3 {
    font-size: 1.15rem;
  }
`;

/** On a phone the problems stand in a row that scrolls sideways; the row takes the focus to be scrolled by keyboard. */
const Issues = styled(CardList).attrs({
  $wide: 2,
  $accent: true,
  $radius: 10,
  $padding: '1.1rem 1.25rem',
  tabIndex: 0,
  'aria-labelledby': 'brand-issues-heading',
})`
  ${phoneRow}
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  .models {
    margin: 0;
    color: ${color.muted};
    font-size: 0.95rem;
  }
`;

const Repair = styled.p`
  max-width: 75ch;
  margin: 0;
`;

const Back = styled.p`
  padding-top: 1.5rem;
  padding-bottom: 2rem;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 24px;
    font-weight: 700;
  }
  .flip {
    transform: rotate(180deg);
  }
`;
