import styled from 'styled-components';
import type { Picture } from '../manifest/images';
import { SampleMark } from './sample-mark';
import { color } from './theme';

/** A content photo as a page draws it: its sized copies (src/manifest/images.ts) and its words. */
export type ShownPhoto = Omit<Picture, 'fallback'> & {
  /** what it shows, for people who cannot see it (checked: src/manifest/photo-alt.ts) */
  alt: string;
  caption?: string;
  /** a sample picture (`sample: true`): shown with its mark */
  sample: boolean;
};

type Props = {
  photo: ShownPhoto;
  /** how wide it is drawn (the `sizes` attribute), so the browser picks the copy it needs */
  sizes: string;
  /** a word over its corner ("Before", "After") */
  label?: string;
  /** width / height of its box; the photo is cropped to fill it (a grid of cards keeps one shape) */
  ratio?: string;
  className?: string;
};

/**
 * A photo below the fold: `<picture>` with AVIF and WebP sources and a JPEG, its width and height
 * set (no layout shift), loaded only when the visitor scrolls near it. Plain HTML: no script. A
 * sample carries its mark on the picture, so it is never taken for a photo of real work.
 */
export function Photo({ photo, sizes, label, ratio, className }: Props) {
  return (
    <Figure className={className} data-photo="" data-sample={photo.sample ? '' : undefined}>
      <picture style={ratio ? { aspectRatio: ratio } : undefined}>
        {photo.sources.map((item) => (
          <source key={item.type} type={item.type} srcSet={item.srcSet} sizes={sizes} />
        ))}
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          loading="lazy"
          decoding="async"
        />
      </picture>
      {label || photo.sample ? (
        <span className="marks">
          {label ? <span className="label">{label}</span> : null}
          {photo.sample ? <SampleMark what="photo" /> : null}
        </span>
      ) : null}
      {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
    </Figure>
  );
}

const Figure = styled.figure`
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  picture {
    display: block;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    border-radius: 10px;
    background: ${color.line};
  }
  picture[style] img {
    height: 100%;
  }
  .marks {
    position: absolute;
    top: 0.5rem;
    left: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .label {
    padding: 0.1rem 0.55rem;
    border-radius: 999px;
    background: ${color.ink};
    color: #fff;
    font-size: 0.85rem;
    font-weight: 700;
  }
  figcaption {
    font-size: 0.9rem;
    color: ${color.muted};
  }
`;
