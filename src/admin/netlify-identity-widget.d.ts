/** Netlify Identity's widget (no types of its own): the editing screen only hands it to Decap. */
declare module 'netlify-identity-widget' {
  const identity: { init(options?: object): void };
  export default identity;
}
