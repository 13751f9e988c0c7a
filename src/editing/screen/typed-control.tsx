import { Component, type ChangeEvent } from 'react';

export type TypedProps = { value?: string; onChange: (text: string) => void; forID: string; classNameWrapper: string };
type State = { text: string };

/**
 * A value typed as people write it and written to the file in the schema's one form (a time, a
 * date): what the editor typed stays in the box, the file gets the form `read` gives, and Decap asks
 * `isValid` (an arrow property: Decap calls it unbound) before a save and shows its message at the field.
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
    this.setState({ text });
    this.props.onChange(this.read(text) ?? text);
  };

  /** The plain text box of a value typed as people write it (a time, a month), with its example. */
  textBox(placeholder: string) {
    const { forID, classNameWrapper } = this.props;
    return (
      <input
        id={forID}
        className={classNameWrapper}
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={placeholder}
        value={this.state.text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => this.set(e.target.value)}
        onBlur={this.blur}
      />
    );
  }

  /** Once the editor leaves the box it shows what the file will hold, in the box's way of showing it. */
  blur = () => {
    const read = this.read(this.state.text);
    if (read && this.show(read) !== this.state.text) this.setState({ text: this.show(read) });
  };
}

/** The value as the file holds it. */
export function ValuePreview({ value }: { value?: string }) {
  return <p>{value}</p>;
}
