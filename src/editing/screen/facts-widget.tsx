import { Map as ImmutableMap, type Map as IMap } from 'immutable';
import { useLayoutEffect, useRef, useState } from 'react';
import { labelTitle } from '../../manifest/plain-schema';
import { factName } from './fact-name';

type Props = {
  value?: IMap<string, string>;
  onChange: (value: IMap<string, string>) => void;
  forID: string;
  classNameWrapper: string;
  field: IMap<string, unknown>;
};

/**
 * Named facts (the constants of site.yaml): each name with its text, in the file's order, and a row
 * to add a new one. Copy uses a fact as {{name}}; renaming or removing one that copy uses fails the
 * check, which names the copy.
 */
export function FactsControl({ value, onChange, forID, classNameWrapper, field }: Props) {
  const facts = value ?? ImmutableMap<string, string>();
  const order = ((field.get('keys') as { toArray(): string[] } | undefined)?.toArray() ?? []).filter((prop) => facts.has(prop));
  const names = [...order, ...[...facts.keys()].filter((prop) => !order.includes(prop))];
  const { typed, setTyped, name, text, setText, problem, add } = useNewFact(facts, field, onChange);
  const { remove, putBack, taken } = useTakenOut(facts, onChange);
  return (
    <div id={forID} className={`${classNameWrapper} facts`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Fact (written in texts as)</th>
            <th scope="col">Text</th>
            <th scope="col">
              <span className="facts-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((key) => (
            <tr key={key}>
              <th scope="row">
                <label htmlFor={`${forID}-${key}`}>
                  {labelTitle(['constants', key])} <code>{`{{${key}}}`}</code>
                </label>
              </th>
              <td>
                <FactText id={`${forID}-${key}`} value={facts.get(key) ?? ''} onChange={(text) => onChange(facts.set(key, text))} />
              </td>
              <td>
                <button type="button" aria-label={`Remove ${labelTitle(['constants', key])}`} onClick={() => remove(key)}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>
              <input
                aria-label="New fact's name"
                aria-describedby={`${forID}-new-name`}
                placeholder="Its name, like Tune-up price"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              {name && !problem && (
                <small id={`${forID}-new-name`} className="facts-new-name">
                  Written in texts as <code>{`{{${name}}}`}</code>
                </small>
              )}
            </td>
            <td>
              <input aria-label="New fact's text" placeholder="Its text" value={text} onChange={(e) => setText(e.target.value)} />
            </td>
            <td>
              <button type="button" disabled={!name || !text || !!problem} onClick={add}>
                Add fact
              </button>
            </td>
          </tr>
        </tfoot>
      </table>
      <TakenOut taken={taken} putBack={putBack} />
      {problem && (
        <p role="alert" className="facts-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The facts taken out since the form opened, with their texts: each can be put back as it was (a
 * refused save says "Put the fact back", and its text may be long gone from memory).
 */
function useTakenOut(facts: IMap<string, string>, onChange: Props['onChange']) {
  const [removed, setRemoved] = useState<Array<{ key: string; text: string }>>([]);
  return {
    remove: (key: string) => {
      setRemoved((list) => [...list.filter((one) => one.key !== key), { key, text: facts.get(key) ?? '' }]);
      onChange(facts.delete(key));
    },
    putBack: (key: string, text: string) => {
      setRemoved((list) => list.filter((one) => one.key !== key));
      onChange(facts.set(key, text));
    },
    // One added again under its name is no longer taken out.
    taken: removed.filter(({ key }) => !facts.has(key)),
  };
}

/** A line under the facts for each one taken out, with the button that puts it back. */
function TakenOut({ taken, putBack }: { taken: Array<{ key: string; text: string }>; putBack: (key: string, text: string) => void }) {
  return taken.map(({ key, text }) => (
    <p key={key} className="facts-removed">
      Removed: {labelTitle(['constants', key])} <code>{`{{${key}}}`}</code>{' '}
      <button type="button" aria-label={`Put back ${labelTitle(['constants', key])}`} onClick={() => putBack(key, text)}>
        Put back
      </button>
    </p>
  ));
}

/** The row that adds a fact: its name as typed, the name texts write it by, its text, what is wrong, and the adding. */
function useNewFact(facts: IMap<string, string>, field: IMap<string, unknown>, onChange: (value: IMap<string, string>) => void) {
  const [pattern, rule] = ((field.get('name_pattern') as { toArray(): string[] } | undefined)?.toArray() ?? ['.*', '']) as [string, string];
  // The name as typed (words, spaces and all); the fact's name in texts is made from it.
  const [typed, setTyped] = useState('');
  const name = factName(typed);
  const [text, setText] = useState('');
  const problem = !name
    ? ''
    : !new RegExp(pattern).test(name)
      ? rule
      : facts.has(name)
        ? `${labelTitle(['constants', name])} is already a fact ({{${name}}}): change its text above.`
        : '';
  const add = () => {
    if (!name || !text || problem) return;
    onChange(facts.set(name, text));
    setTyped('');
    setText('');
  };
  return { typed, setTyped, name, text, setText, problem, add };
}

/**
 * A fact's text: one line in the file, but a box that wraps it and grows to show it whole, since a
 * long text cut at the box's edge (on a phone most are) cannot be read over. A line break typed or
 * pasted becomes a space.
 */
function FactText({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  const box = useRef<HTMLTextAreaElement>(null);
  // As tall as its text, again after each change of it.
  useLayoutEffect(() => fitText(box.current), [value]);
  // A narrower or wider form (a phone turned, a window resized) wraps the text anew.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = element.clientWidth;
    const resized = new ResizeObserver(() => width !== element.clientWidth && ((width = element.clientWidth), fitText(element)));
    resized.observe(element);
    return () => resized.disconnect();
  }, []);
  // Emptied, the fact would leave the file on the next save (as a cleared field does): said here, at
  // the box, rather than only by the check's "you removed the fact" under the whole table.
  const empty = !value.trim();
  return (
    <>
      <textarea
        ref={box}
        id={id}
        rows={1}
        value={value}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-empty` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\s*\n\s*/g, ' '))}
      />
      {empty && (
        <small id={`${id}-empty`} className="facts-problem">
          A fact cannot be empty: write its text, or press Remove to take the fact out of the site (once no text uses it).
        </small>
      )}
    </>
  );
}

/** A box made as tall as the text in it, its border included. */
function fitText(element: HTMLTextAreaElement | null): void {
  if (!element) return;
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

export function FactsPreview({ value }: { value?: IMap<string, string> }) {
  return (
    <dl>
      {[...(value ?? ImmutableMap<string, string>()).entries()].map(([key, text]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
