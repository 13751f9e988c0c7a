import { Component, createElement, type ComponentType } from 'react';

/**
 * A control written as a function, as a class Decap can check. Decap checks a field's value at
 * Publish (its presence when required, its form) only for a control that took the `ref` Decap
 * passes it; a function component never takes it (React 19 hands it over as a prop), so an empty
 * required field drawn by one (a new review without its rating) was never said at its field. This
 * class takes the ref and draws the function with the same props.
 */
export function asControl<P extends object>(control: ComponentType<P>): ComponentType<P> {
  return class Control extends Component<P> {
    static displayName = `Control(${control.displayName ?? control.name})`;
    render() {
      return createElement(control, this.props);
    }
  };
}
