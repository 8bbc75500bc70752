import { OAuth2Server } from "oauth2-mock-server";

export interface GoogleAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID Connect provider standing in for Google: it speaks the real
 * protocol (discovery, authorize with PKCE and nonce, token, userinfo, JWKS)
 * and signs in whoever `nextAccount` names, without a login screen.
 */
export class LocalGoogle {
  readonly server = new OAuth2Server();
  nextAccount: GoogleAccount = { sub: "google-1", email: "pat@example.com", name: "Pat Google" };
  /** Every authorize request's query, to check what the site asked for. */
  readonly authorizeRequests: URLSearchParams[] = [];

  async start(port: number): Promise<void> {
    await this.server.issuer.keys.generate("RS256");
    this.server.service.on("beforeAuthorizeRedirect", (_redirect: unknown, req: { url: string }) => {
      this.authorizeRequests.push(new URL(req.url, "http://local").searchParams);
    });
    this.server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        sub: this.nextAccount.sub,
        email: this.nextAccount.email,
        email_verified: true,
        name: this.nextAccount.name,
      });
    });
    this.server.service.on("beforeUserinfo", (userinfo: { body: Record<string, unknown> }) => {
      userinfo.body = {
        sub: this.nextAccount.sub,
        email: this.nextAccount.email,
        email_verified: true,
        name: this.nextAccount.name,
      };
    });
    await this.server.start(port, "127.0.0.1");
    this.server.issuer.url = `http://127.0.0.1:${port}`;
  }

  get discoveryUrl(): string {
    return `${this.server.issuer.url}/.well-known/openid-configuration`;
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }
}
