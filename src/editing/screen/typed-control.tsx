import { Component, type ChangeEvent } from 'react';

export type TypedProps = { value?: string; onChange: (text: string) => void; forID: string; classNameWrapper: string };
/** What the box holds, and what is said under it once the editor left a text that cannot be read. */
type State = { text: string; problem?: string };

/**
 * A value typed as people write it and written to the file in the schema's one form (a time, a
 * date): what the editor typed stays in the box, the file gets the form `read` gives, and Decap asks
 * `isValid` (an arrow property: Decap calls it unbound) before a save and shows its message at the field.
 * A text that cannot be read is said under the box as soon as the editor leaves it, in the same words,
 * not only at Publish (the screen's style hides Decap's own line for a field with such a note).
 */
export abstract class TypedControl extends Component<TypedProps, State> {
  state: State = { text: this.show(this.props.value ?? '') };

  /**
   * The file's form as the box shows it (the same, unless a control says otherwise). A method, not
   * an arrow property: the state above is made before a subclass's properties are.
   */
  show(value: string): string {
    return value;
  }

  /** The file's form of a typed text, or undefined when it cannot be read. */
  abstract read(text: string): string | undefined;
  /** What to say about a text that cannot be read. */
  abstract unreadable(text: string): string;

  isValid = (): boolean | { error: { message: string } } => {
    const text = this.state.text.trim();
    if (!text || this.read(text)) return true;
    return { error: { message: this.unreadable(text) } };
  };

  set = (text: string) => {
    const read = this.read(text);
    // A note goes as soon as the text reads; a new one waits until the editor leaves the box.
    this.setState((state) => ({ text, problem: read || !text.trim() ? undefined : state.problem }));
    this.props.onChange(read ?? text);
  };

  /** The plain text box of a value typed as people write it (a time, a month), with its example. */
  textBox(placeholder: string) {
    const { forID, classNameWrapper } = this.props;
    return [
      <input
        key="box"
        id={forID}
        className={classNameWrapper}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={placeholder}
        value={this.state.text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => this.set(e.target.value)}
        onBlur={this.blur}
        {...this.described()}
      />,
      this.note(),
    ];
  }

  /** The box's link to its note, while it has one. */
  described() {
    return this.state.problem ? { 'aria-invalid': true, 'aria-describedby': `unreadable-${this.props.forID}` } : {};
  }

  /** The note under the box, while its text cannot be read. */
  note() {
    const { problem } = this.state;
    return problem ? (
      <p key="note" id={`unreadable-${this.props.forID}`} className="field-problem" data-widget-note="unreadable" role="alert">
        {problem}
      </p>
    ) : null;
  }

  /**
   * Once the editor leaves the box it shows what the file will hold, in the box's way of showing it;
   * a text that cannot be read is said under it.
   */
  blur = () => {
    const text = this.state.text.trim();
    const read = this.read(text);
    if (read) this.setState({ text: this.show(read), problem: undefined });
    else this.setState({ problem: text ? this.unreadable(text) : undefined });
  };
}

/** The value as the file holds it. */
export function ValuePreview({ value }: { value?: string }) {
  return <p>{value}</p>;
}
