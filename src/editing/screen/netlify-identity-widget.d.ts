/** Netlify Identity's widget (no types of its own): the screen hands it to Decap and reads the signed-in user's token. */
declare module 'netlify-identity-widget' {
  type User = { jwt(): Promise<string> };
  const identity: { init(options?: object): void; on(event: 'init' | 'login', cb: (user: User | null) => void): void };
  export default identity;
}
