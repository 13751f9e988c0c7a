import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { listJoin } from '../../manifest/words';
import { Icon } from '../Icon';
import { color } from '../theme';

type Props = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** after hydration the field becomes a combobox; before (and without JavaScript) a plain input */
  enhanced: boolean;
  zips: string[];
  counties: string[];
  minLength: number;
  max: number;
  noteCloseMs: number;
  inputRef: (el: HTMLInputElement | null) => void;
  invalid: boolean;
  errorId?: string;
  onInvalid: () => void;
};

/**
 * The ZIP field: a WAI-ARIA combobox (list autocomplete) suggesting served ZIP codes from the
 * second character, a note naming the counties while focused (closing a moment after blur), a
 * clear button. A ZIP outside the list is refused by the shared rules (the form shows that error as soon as five digits are typed).
 */
export function ZipField(p: Props) {
  const listId = useId();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [note, setNote] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const suggestions = p.value.length >= p.minLength ? p.zips.filter((z) => z.startsWith(p.value)).slice(0, p.max) : [];
  const expanded = p.enhanced && open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0] === p.value);

  const choose = (zip: string) => {
    p.onChange(zip);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      const n = suggestions.length;
      if (!expanded) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : n - 1);
      } else setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a - 1 + n) % n));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      // Escape closes the suggestions and nothing else: it never erases what was typed (a complete
      // ZIP lost to one stray key); the clear button beside the field does that.
      if (expanded) setOpen(false);
      else return;
      e.preventDefault();
      setActive(-1);
    }
  };
  const setRefs = (el: HTMLInputElement | null) => {
    own.current = el;
    p.inputRef(el);
  };
  const describedBy = [p.errorId, note ? noteId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Wrap>
      <div className="control">
        <input
          ref={setRefs}
          id={p.id}
          name={p.name}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          required
          value={p.value}
          aria-invalid={p.invalid || undefined}
          aria-describedby={describedBy}
          onInvalid={p.onInvalid}
          onChange={(e) => {
            p.onChange(e.target.value.replace(/\D/g, '').slice(0, 5));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={p.enhanced ? onKeyDown : undefined}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setNote(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            closeTimer.current = setTimeout(() => setNote(false), p.noteCloseMs);
          }}
          {...(p.enhanced
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
        />
        {p.enhanced && p.value && (
          <button
            type="button"
            className="clear"
            aria-label="Clear ZIP code"
            onClick={() => {
              choose('');
              own.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        {p.enhanced && (
          <ul id={listId} role="listbox" aria-label="Suggested ZIPs" hidden={!expanded}>
            {expanded &&
              suggestions.map((z, i) => (
                <li
                  key={z}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(z)}
                >
                  {z}
                </li>
              ))}
          </ul>
        )}
      </div>
      {note && (
        <p className="note" id={noteId}>
          We serve {listJoin(p.counties)} counties.
        </p>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  .control {
    position: relative;
  }
  .control > input:not([type='hidden']) {
    padding-right: 3rem;
  }
  .clear {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${color.muted};
    cursor: pointer;
  }
  .clear:hover {
    background: ${color.sky};
    color: ${color.ink};
  }
  [role='listbox'] {
    position: absolute;
    z-index: 20;
    left: 0;
    right: 0;
    top: calc(100% + 4px);
    margin: 0;
    padding: 0.25rem 0;
    list-style: none;
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 8px;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.14);
  }
  [role='listbox'][hidden] {
    display: none;
  }
  [role='option'] {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: 0 0.9rem;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  [role='option']:hover,
  [role='option'][aria-selected='true'] {
    background: ${color.sky};
    color: ${color.navyDark};
  }
  [role='option'][aria-selected='true'] {
    outline: 2px solid ${color.navy};
    outline-offset: -2px;
  }
  .note {
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
    color: ${color.muted};
  }
`;
