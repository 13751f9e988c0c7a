type Props = {
  id: string;
  suggestions: string[];
  expanded: boolean;
  active: number;
  onChoose: (zip: string) => void;
};

/** The ZIP combobox's listbox: each option's id is the list's id and its index (for aria-activedescendant). */
export function ZipOptions({ id, suggestions, expanded, active, onChoose }: Props) {
  return (
    <ul id={id} role="listbox" aria-label="Suggested ZIPs" hidden={!expanded}>
      {expanded &&
        suggestions.map((suggestion, i) => (
          <li
            key={suggestion}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(suggestion)}
          >
            {suggestion}
          </li>
        ))}
    </ul>
  );
}
