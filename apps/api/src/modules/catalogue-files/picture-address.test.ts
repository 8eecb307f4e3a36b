import { describe, expect, it } from "vitest";
import { refusalOf } from "./picture-address.js";

describe("the addresses a picture is fetched from", () => {
  it.each([
    ["127.0.0.1", "boucle locale"],
    ["127.255.0.9", "boucle locale"],
    ["::1", "boucle locale"],
    ["10.0.0.1", "réseau privé"],
    ["172.16.0.1", "réseau privé"],
    ["172.31.255.255", "réseau privé"],
    ["192.168.0.1", "réseau privé"],
    ["100.64.0.1", "réseau privé"],
    ["100.127.255.255", "réseau privé"],
    ["fc00::1", "réseau privé"],
    ["fdff::1", "réseau privé"],
    ["169.254.169.254", "lien local"],
    ["fe80::1%eth0", "lien local"],
    ["febf::1", "lien local"],
    ["224.0.0.251", "multidiffusion"],
    ["239.255.255.250", "multidiffusion"],
    ["ff02::1", "multidiffusion"],
    ["0.0.0.0", "adresse réservée"],
    ["0.255.255.255", "adresse réservée"],
    ["255.255.255.255", "adresse réservée"],
    ["::", "adresse réservée"],
    ["::ffff:127.0.0.1", "boucle locale"],
    ["::ffff:a00:1", "réseau privé"],
    ["::ffff:169.254.1.1", "lien local"],
    ["64:ff9b::c0a8:1", "réseau privé"],
  ])("refuses %s (%s)", (address, reason) => {
    expect(refusalOf(address)).toBe(reason);
  });

  it.each([
    "8.8.8.8",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "192.169.0.1",
    "2a00:1450::1",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("lets %s through", (address) => {
    expect(refusalOf(address)).toBeUndefined();
  });
});
