import styled from 'styled-components';
import { Photo } from '../photo';
import type { ProjectCard } from './recent-projects';
import { bareList, media } from '../theme';

type Props = { items: ProjectCard[] };

/** Each photo drawn at half the content's width from the tablet width up, full width on a phone. */
const SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 46vw, 92vw';

/**
 * The before-and-after photos of a place's jobs: one row per job that has both, the door as found
 * beside the finished work, named by the job. Nothing when no job has both (a single photo is on
 * its job's card already).
 */
export function BeforeAfter({ items }: Props) {
  const pairs = items.filter((item) => item.before && item.after);
  if (!pairs.length) return null;
  return (
    <Gallery data-gallery="">
      {pairs.map((pair) => (
        <li key={pair.id} data-sample={pair.sample || pair.before!.sample || pair.after!.sample ? '' : undefined}>
          <h3>{pair.title}</h3>
          <div className="pair">
            <Photo photo={pair.before!} sizes={SIZES} label="Before" ratio="4 / 3" />
            <Photo photo={pair.after!} sizes={SIZES} label="After" ratio="4 / 3" />
          </div>
        </li>
      ))}
    </Gallery>
  );
}

const Gallery = styled.ul`
  ${bareList}
  display: grid;
  gap: 1.5rem;
  margin-top: 2rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  .pair {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.wide} {
    .pair {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;
