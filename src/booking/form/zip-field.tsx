import { useId, useRef } from 'react';
import styled from 'styled-components';
import { listJoin } from '../../manifest/words';
import { Icon } from '../../components/icon';
import { color } from '../../components/theme';
import { useFocusNote } from './use-focus-note';
import { useZipCombobox } from './use-zip-combobox';
import { ZipOptions } from './zip-options';
import { ZIP_TYPED } from '../rules/zip';
import { MAX_LENGTH } from '../rules/fields';

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
 * clear button. A ZIP outside the list is refused by the shared rules (the form shows that error as
 * soon as five digits are typed).
 */
export function ZipField(props: Props) {
  const listId = useId();
  const noteId = useId();
  const own = useRef<HTMLInputElement | null>(null);
  const combo = useZipCombobox(props);
  const note = useFocusNote(props.noteCloseMs);
  const setRefs = (el: HTMLInputElement | null) => {
    own.current = el;
    props.inputRef(el);
  };
  const describedBy = [props.errorId, note.shown ? noteId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Wrap>
      <div className="control">
        <input
          ref={setRefs}
          id={props.id}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          // Room for what people paste (" 33511", "FL 33511", "33511-1234"), without JavaScript too: the
          // box (or the server, zipOf) keeps its five digits.
          pattern={ZIP_TYPED}
          maxLength={MAX_LENGTH.zip}
          required
          value={props.value}
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy}
          onInvalid={props.onInvalid}
          onChange={(e) => combo.onType(e.target.value)}
          onKeyDown={props.enhanced ? combo.onKeyDown : undefined}
          onFocus={note.onFocus}
          onBlur={() => {
            combo.close();
            note.onBlur();
          }}
          {...(props.enhanced ? comboboxAttributes(listId, combo.expanded, combo.active) : {})}
        />
        {props.enhanced && props.value && (
          <button
            type="button"
            className="clear"
            aria-label="Clear ZIP code"
            onClick={() => {
              combo.choose('');
              own.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        {props.enhanced && (
          <ZipOptions id={listId} suggestions={combo.suggestions} expanded={combo.expanded} active={combo.active} onChoose={combo.choose} />
        )}
      </div>
      {note.shown && (
        <p className="note" id={noteId}>
          We serve {listJoin(props.counties)} counties.
        </p>
      )}
    </Wrap>
  );
}

/** The input's combobox role and state, once the field is enhanced. */
function comboboxAttributes(listId: string, expanded: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
  };
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
