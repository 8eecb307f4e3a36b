/**
 * An API process that only runs catalogue imports (`runWaitingImports`), for the tests that kill it midway: its
 * database in argv[2], its lease in seconds in argv[3]. Prints « claimed » when it takes one.
 */
import { connect } from "../../src/db/client.js";
import { claimImport, runImport } from "../../src/modules/catalogue-files/import-job.js";
import type { MediaStorage } from "../../src/modules/media/media-storage.js";

const [url, lease] = process.argv.slice(2);
const { db, pool } = connect(url!, 4);
const storage = {} as MediaStorage;
const leaseSeconds = Number(lease);
const claimed = await claimImport(db, leaseSeconds);
if (claimed) {
  process.stdout.write("claimed\n");
  await runImport({ db, storage, fetchOptions: { maxBytes: 1, timeoutMs: 1, allowHosts: [] }, leaseSeconds }, claimed);
}
await pool.end();
