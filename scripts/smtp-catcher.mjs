// A real SMTP server on a loopback port for the browser journeys (smtp-server), run as a process of its own
// (`node scripts/smtp-catcher.mjs <port> <file>`: the test script waits for Playwright synchronously). Every
// message the API sends is parsed (mailparser) and appended to a JSON-lines file the journeys read
// (e2e/mail-support.ts); the file appears once the server listens.
import { appendFileSync, writeFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error("usage: node scripts/smtp-catcher.mjs <port> <file>");
  process.exit(2);
}

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
server.on("error", (error) => console.error(`SMTP : ${error.message}`));
server.listen(Number(port), "127.0.0.1", () => writeFileSync(file, ""));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
