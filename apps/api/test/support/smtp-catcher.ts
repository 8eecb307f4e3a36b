import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  parsed: ParsedMail;
  raw: string;
};

/**
 * A real SMTP server on a loopback port (smtp-server), keeping what it receives, parsed (mailparser). `refuse`
 * names recipients it answers 550 to; `stop` and `start` again make an outage.
 */
export class SmtpCatcher {
  readonly received: CaughtMail[] = [];
  readonly refuse = new Set<string>();
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuse.has(address.address)) return callback();
        const refusal = Object.assign(new Error("Boîte aux lettres inconnue"), { responseCode: 550 });
        callback(refusal);
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            this.received.push({
              to: to?.value[0]?.address ?? "",
              subject: parsed.subject ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              text: parsed.text ?? "",
              parsed,
              raw,
            });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((mail) => mail.to === address);
  }
}
