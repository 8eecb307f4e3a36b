// A real SMTP server on a loopback port for the browser journeys (smtp-server): every message the API sends is
// parsed (mailparser) and appended to a JSON-lines file the journeys read (e2e/mail-support.ts).
import { appendFileSync, writeFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Starts the catcher; resolves once it listens, with `close()`. */
export async function startSmtpCatcher({ port, file }) {
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        const mail = {
          to: to?.value[0]?.address ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          language: parsed.headers.get("content-language") ?? null,
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      }, callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
