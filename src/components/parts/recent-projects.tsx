import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../icon';
import { Photo, type ShownPhoto } from '../photo';
import { SampleMark } from '../sample-mark';
import { bareList, color, tileColumns } from '../theme';
import { CopyText } from '../copy-text';

export type ProjectCard = {
  id: string;
  title: string;
  text: string;
  /** the neighborhood or city where the job was done */
  place: string;
  /** e.g. "October 2026" */
  month: string;
  /** YYYY-MM, for <time dateTime> */
  isoMonth: string;
  service: { label: string; href: string };
  /** sample copy (content/projects.yaml `sample: true`): shown with its mark */
  sample: boolean;
  /** the door as found and the finished job, when the entry has photos */
  before?: ShownPhoto;
  after?: ShownPhoto;
};
type Props = { items: ProjectCard[] };

/** A card's photo: one column on a phone, two or three from the tablet and desktop widths up. */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 768px) 45vw, 92vw';

/**
 * Jobs done at one place: where and when, what was done, and the service it was; a job with photos
 * leads with the finished work (or the one photo it has). A job without one is a card of words
 * only, as finished: no empty picture box.
 */
export function RecentProjects({ items }: Props) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.id} data-project={item.id} data-sample={item.sample ? '' : undefined}>
          {item.after || item.before ? (
            <Photo
              photo={(item.after ?? item.before)!}
              sizes={CARD_SIZES}
              label={item.after ? 'After' : 'Before'}
              ratio="4 / 3"
              className="photo"
            />
          ) : null}
          {item.sample ? <SampleMark what="job" /> : null}
          <p className="place">
            <Icon name="pin" size={16} /> <span>{item.place}</span> · <time dateTime={item.isoMonth}>{item.month}</time>
          </p>
          <h3>{item.title}</h3>
          <CopyText text={item.text} />
          <Link className="service" to={item.service.href}>
            {item.service.label} <Icon name="arrow" size={16} />
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${bareList}
  ${tileColumns}
  gap: 1rem;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding: 1.25rem;
    border-radius: 12px;
    background: #fff;
    border: 1px solid ${color.line};
  }
  .photo {
    margin: -0.5rem -0.5rem 0.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  .place {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
    font-size: 0.9rem;
    color: ${color.accentDark};
  }
  .service {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 700;
    min-height: 24px;
  }
`;
