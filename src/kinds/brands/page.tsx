import { useId, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageData } from '../../app/types';
import { Accordion } from '../../components/accordion';
import { CardGrid } from '../../components/card-grid';
import { CardSection } from '../../components/card-section';
import { Hero } from '../../components/hero';
import { TagList } from '../../components/parts/tag-list';
import { Section } from '../../components/section';
import { TabList } from '../../components/tab-list';
import { color, pill } from '../../components/theme';
import type { BrandCard, BrandsProps } from './data';

import { FILTERS, filterBrands, type Filter } from './filter';
import { href } from '../../routes/urls';
import { MoreLink } from '../../components/parts/more-link';
import { CopyText } from '../../components/copy-text';

export default function BrandsPage({ page }: { page: PageData<BrandsProps> }) {
  const props = page.props;
  const base = `brands${useId()}`;
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filterBrands(props.brands, query, filter);

  return (
    <>
      <Hero heading={props.hero.heading} intro={props.hero.intro} breadcrumbs={page.breadcrumbs} />

      <Section id="brands" heading={props.list.heading}>
        <Controls className="js-only">
          <div role="search" className="search">
            <label htmlFor={`${base}-q`}>Search brands by name</label>
            <input id={`${base}-q`} type="search" value={query} placeholder="e.g. LiftMaster" onChange={(e) => setQuery(e.target.value)} />
          </div>
          <TabList label="Brand type" tabs={FILTERS} active={filter} onChange={setFilter} base={base} panelOf={() => `${base}-panel`} />
        </Controls>
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${filter}`}>
          <p className="visually-hidden" role="status">
            {shown.length === props.brands.length
              ? `Showing all ${shown.length} brands`
              : `Showing ${shown.length} of ${props.brands.length} brands`}
          </p>
          {shown.length ? (
            <Grid>
              {shown.map((brandCard) => (
                <BrandTile key={brandCard.id} brand={brandCard} />
              ))}
            </Grid>
          ) : (
            <p className="empty">No brands match &ldquo;{query.trim()}&rdquo;. Try another name or choose All.</p>
          )}
        </div>
      </Section>

      <CardSection id="why" heading={props.whyChooseUs.heading} tone="sky" items={props.whyChooseUs.items} columns={4} />

      <Section id="faq" heading={props.faq.heading}>
        <Accordion items={props.faq.items} />
      </Section>
    </>
  );
}

function BrandTile({ brand: brandCard }: { brand: BrandCard }) {
  return (
    <li>
      <h3>
        <Link to={href('brand', { brandId: brandCard.id })}>{brandCard.name}</Link>
      </h3>
      <TagList className="kinds" tags={kindTags(brandCard)} />
      <CopyText text={brandCard.shortDescription} />
      <h4>Popular models</h4>
      <ul className="models">
        {brandCard.models.map((model) => (
          <li key={model}>{model}</li>
        ))}
      </ul>
      {brandCard.moreModels > 0 ? <p className="more-models">+{brandCard.moreModels} more models</p> : null}
      <MoreLink to={href('brand', { brandId: brandCard.id })}>{brandCard.name} repair and service</MoreLink>
    </li>
  );
}

/** The kinds of door a brand makes, as tags. */
function kindTags(brandCard: BrandCard): ComponentProps<typeof TagList>['tags'] {
  return [
    ...(brandCard.residential ? [{ icon: 'home' as const, label: 'Residential' }] : []),
    ...(brandCard.commercial ? [{ icon: 'building' as const, label: 'Commercial' }] : []),
  ];
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 1.5rem;
  .search {
    display: grid;
    gap: 0.35rem;
    flex: 1 1 280px;
    max-width: 420px;
  }
  label {
    font-weight: 700;
    color: ${color.navyDark};
  }
  input {
    min-height: 46px;
    padding: 0.5rem 0.85rem;
    border: 2px solid ${color.muted};
    border-radius: 10px;
    background: #fff;
    color: ${color.ink};
  }
  [role='tablist'] {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  [role='tab'] {
    ${pill}
    min-height: 44px;
    padding: 0.4rem 0.8rem;
    font-size: 0.95rem;
    color: ${color.navyDark};
  }
  [role='tab'][aria-selected='true'] {
    background: ${color.navy};
    color: #fff;
  }
`;

const Grid = styled(CardGrid)`
  h3 {
    font-size: 1.3rem;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  h4 {
    margin: 0.4rem 0 0;
    font-size: 0.95rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${color.muted};
  }
  .models {
    margin: 0;
    padding-left: 1.2rem;
  }
  .more-models {
    color: ${color.muted};
    font-size: 0.95rem;
  }
`;
