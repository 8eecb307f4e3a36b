import axios from "axios";

/**
 * The one HTTP client of the browser (spec §7): same origin (Next rewrites /api/* to the API, so session
 * cookies stay first-party), JSON accept header, no time-out.
 */
export const api = axios.create({
  baseURL: "",
  headers: { Accept: "application/json" },
  timeout: 0,
  withCredentials: true,
});
