/**
 * What an e-mail's HTML may do once shown in the back office: nothing but draw itself. No script, no form, no
 * frame, no request but pictures; the frame is sandboxed (no scripts, no same origin) on top of that.
 */
export const MAIL_PREVIEW_CSP =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src 'none'; form-action 'none'; base-uri 'none'";

/** The message as its recipient's mail app shows it: its own HTML in a sandboxed frame, under a strict policy. */
export function MailPreview({ html, title }: { html: string; title: string }) {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${MAIL_PREVIEW_CSP}">`;
  const document = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${policy}`) : `${policy}${html}`;
  return (
    <iframe
      title={title}
      srcDoc={document}
      sandbox=""
      referrerPolicy="no-referrer"
      className="h-[70vh] min-h-[32rem] w-full rounded-md border border-grey-200 bg-grey-100"
      // CSP Embedded Enforcement, where the browser knows it.
      {...{ csp: MAIL_PREVIEW_CSP }}
    />
  );
}
