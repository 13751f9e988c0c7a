/** netlify-redirector ships JavaScript and WebAssembly without types: the part host-rules.ts uses. */
declare module 'netlify-redirector' {
  type Match = { from: string; to: string; status: number; force: boolean } | { force404: true } | null;
  type Request = {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  };
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<{ match(req: Request): Match }>;
    parsePlain(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<{ match(req: Request): Match }>;
  };
  export default redirector;
}
