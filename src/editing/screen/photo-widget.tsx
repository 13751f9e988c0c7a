import { Component, createElement, type ComponentType } from 'react';
import type { Map as ImmutableMap } from 'immutable';
import { blobAt, photoProblem, uploadAt, uploadsOf, type PhotoProblem } from './photo-check';

type Props = {
  value?: unknown;
  onChange: (value: unknown) => void;
  getAsset: (path: string, field: unknown) => unknown;
  getEntry: () => ImmutableMap<string, unknown>;
  forID: string;
};
type State = { problem?: PhotoProblem };

/**
 * Decap's image field, with the photo looked at as soon as it is chosen: a photo too small for the
 * site (or not a picture) says so under the field at once, in the words of the save's own photo
 * check (photo-check.ts), which refuses it at Publish and leaves this note to say it. A photo
 * uploaded in this edit is shown from the computer's copy until it is saved: Decap would show it
 * from the address it will have on the site, where it is not yet (a broken picture).
 */
export function checkedPhotos(image: ComponentType<Props>): ComponentType<Props> {
  return class PhotoControl extends Component<Props, State> {
    state: State = {};
    /** Decap's own control: how it decides to draw again (a photo chosen in the media library) is kept. */
    private inner: Component<Props> | null = null;
    /** The upload in this edit that the field names, at an address of the computer's copy. */
    private draft?: { path: string; url: string };
    private looks = 0;

    // Decap calls this with the next props only; React with the next state too, after a look.
    shouldComponentUpdate(next: Props, nextState?: State): boolean {
      if (nextState && nextState !== this.state) return true;
      const own = this.inner?.shouldComponentUpdate;
      return own ? own.call(this.inner, next, this.inner!.state, undefined) : true;
    }

    componentWillUnmount() {
      this.forgetDraft();
    }

    change = (value: unknown) => {
      this.forgetDraft();
      const url = typeof value === 'string' ? value : '';
      const upload = url ? uploadAt(url, uploadsOf(this.props.getEntry())) : undefined;
      const shown = upload?.file ? URL.createObjectURL(upload.file) : upload?.shown;
      if (shown) this.draft = { path: url, url: shown };
      this.props.onChange(value);
      void this.look(url, upload?.file ?? upload?.shown);
    };

    getAsset = (path: string, field: unknown) => (this.draft?.path === path ? this.draft.url : this.props.getAsset(path, field));

    /** Measures the chosen photo: an upload from its file, a photo the site has from its address. */
    private async look(url: string, photo: Blob | string | undefined) {
      const turn = ++this.looks;
      const file = !url ? undefined : photo instanceof Blob ? photo : await blobAt(photo ?? url);
      const problem = url ? await photoProblem(url, file) : undefined;
      if (turn === this.looks) this.setState({ problem });
    }

    private forgetDraft() {
      if (this.draft?.url.startsWith('blob:')) URL.revokeObjectURL(this.draft.url);
      this.draft = undefined;
    }

    render() {
      const { problem } = this.state;
      return (
        <>
          {createElement(image, {
            ...this.props,
            onChange: this.change,
            getAsset: this.getAsset,
            ref: (component: Component<Props> | null) => void (this.inner = component),
          } as Props)}
          {problem ? (
            <p id={`${this.props.forID}-problem`} className="field-problem" data-widget-note="" role="alert">
              {problem.message} {problem.hint}
            </p>
          ) : null}
        </>
      );
    }
  };
}
