import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';
import { color } from './theme';

type Props = {
  /** the iframe's accessible title, e.g. "Map of Tampa, FL" */
  title: string;
  /** the embed URL, loaded only after the visitor asks for it */
  embedUrl: string;
  /** a plain link to the same place, for visitors without JavaScript or who prefer the maps site */
  linkUrl: string;
  /** text of that link */
  linkLabel: string;
  buttonLabel?: string;
};

/**
 * A click-to-load map: nothing from the map provider loads until the visitor presses the button.
 * Without JavaScript the button is hidden (.js-only) and the plain link remains.
 */
export function MapFacade({ title, embedUrl, linkUrl, linkLabel, buttonLabel = 'Show map' }: Props) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const show = () => {
    setShown(true);
    // The button disappears; keep keyboard focus on the map that replaced it.
    requestAnimationFrame(() => frame.current?.focus());
  };
  return (
    <Wrap>
      {shown ? (
        <iframe
          ref={frame}
          title={title}
          src={embedUrl}
          width="600"
          height="400"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="facade">
          <Icon name="map" size={40} />
          <p>The map is provided by Google and loads only when you ask for it.</p>
          <button type="button" className="js-only" onClick={show}>
            {buttonLabel}
          </button>
        </div>
      )}
      <p className="link">
        <a href={linkUrl} target="_blank" rel="noopener noreferrer">
          {linkLabel} <span>(opens in a new tab)</span>
        </a>
      </p>
    </Wrap>
  );
}

const Wrap = styled.div`
  iframe,
  .facade {
    display: block;
    width: 100%;
    height: 340px;
    border: 1px solid ${color.line};
    border-radius: 12px;
    background: ${color.sky};
  }
  .facade {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    padding: 1.5rem;
    text-align: center;
    color: ${color.navyDark};
  }
  .facade p {
    margin: 0;
    max-width: 40ch;
    color: ${color.ink};
  }
  button {
    min-height: 46px;
    padding: 0.6rem 1.4rem;
    border-radius: 999px;
    border: 0;
    cursor: pointer;
    background: ${color.accent};
    color: #fff;
    font-weight: 700;
  }
  button:hover {
    background: ${color.accentDark};
  }
  .link {
    margin: 0.6rem 0 0;
  }
  .link a {
    display: inline-block;
    min-height: 24px;
    font-weight: 600;
  }
  .link span {
    font-weight: 400;
  }
`;
