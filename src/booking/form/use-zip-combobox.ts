import { useState, type KeyboardEvent } from 'react';

type Options = {
  value: string;
  onChange: (value: string) => void;
  /** without JavaScript (and before hydration) the list never opens */
  enhanced: boolean;
  zips: string[];
  /** suggestions start from this many typed digits */
  minLength: number;
  max: number;
};

/** The ZIP combobox's list (WAI-ARIA, list autocomplete): the ZIPs offered, whether it is open, the active option, its keys. */
export function useZipCombobox({ value, onChange, enhanced, zips, minLength, max }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = value.length >= minLength ? zips.filter((text) => text.startsWith(value)).slice(0, max) : [];
  const expanded = enhanced && open && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0] === value);

  const choose = (zip: string) => {
    onChange(zip);
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
      } else setActive((value) => (e.key === 'ArrowDown' ? (value + 1) % n : (value - 1 + n) % n));
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
  return {
    suggestions,
    expanded,
    active,
    choose,
    onKeyDown,
    /** What is typed: digits only, at most five; the list opens on it. */
    onType: (typed: string) => {
      onChange(typed.replace(/\D/g, '').slice(0, 5));
      setOpen(true);
      setActive(-1);
    },
    close: () => {
      setOpen(false);
      setActive(-1);
    },
  };
}
