// The client behind TRUST_PROXY: a spoofed X-Forwarded-For chain never names the client.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { clientAddressOf, parseTrustProxy, TRUST_NO_PROXY, type TrustProxy } from "./client-address";

const trust = (value: string): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (!parsed) throw new Error(`not a TRUST_PROXY value: ${value}`);
  return parsed;
};

describe("TRUST_PROXY", () => {
  it("off (or unset) believes no forwarded entry: the peer is the client", () => {
    expect(clientAddressOf("203.0.113.7", "10.0.0.1", trust("off"))).toBe("203.0.113.7");
    expect(clientAddressOf("203.0.113.7", "10.0.0.1", trust(""))).toBe("203.0.113.7");
  });

  it("on is one hop: the entry the load balancer appended, not one the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the balancer appended the real address.
    expect(clientAddressOf("10.0.0.2", "1.2.3.4, 198.51.100.9", trust("on"))).toBe("198.51.100.9");
    expect(clientAddressOf("10.0.0.2", "198.51.100.9", trust("1"))).toBe("198.51.100.9");
  });

  it("a number of hops skips that many proxies from the right", () => {
    // client spoof, real client, CDN edge; the peer is the load balancer.
    const chain = "6.6.6.6, 198.51.100.9, 172.16.0.5";
    expect(clientAddressOf("10.0.0.2", chain, trust("2"))).toBe("198.51.100.9");
    expect(clientAddressOf("10.0.0.2", chain, trust("1"))).toBe("172.16.0.5");
  });

  it("with more hops than entries, the left-most entry is the client", () => {
    expect(clientAddressOf("10.0.0.2", "198.51.100.9", trust("3"))).toBe("198.51.100.9");
    expect(clientAddressOf("10.0.0.2", undefined, trust("3"))).toBe("10.0.0.2");
  });

  it("a list of proxy addresses and ranges takes the right-most address outside it", () => {
    const proxies = trust("10.0.0.0/8, 172.16.0.5, ::1");
    expect(clientAddressOf("10.0.0.2", "6.6.6.6, 198.51.100.9, 172.16.0.5", proxies)).toBe("198.51.100.9");
    // A spoofed entry that claims to be a proxy is still left of the real client.
    expect(clientAddressOf("10.0.0.2", "10.9.9.9, 198.51.100.9", proxies)).toBe("198.51.100.9");
    // A request that reaches the shop directly (not from a proxy) is its own client.
    expect(clientAddressOf("203.0.113.7", "1.2.3.4", proxies)).toBe("203.0.113.7");
    expect(clientAddressOf("::ffff:10.0.0.2", "198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(clientAddressOf("::1", "2001:db8::5", proxies)).toBe("2001:db8:0:0::/64");
  });

  it("a garbage entry appended by no proxy is cut short, and the peer is believed when all are proxies", () => {
    expect(clientAddressOf("10.0.0.2", "x".repeat(500), trust("on"))).toHaveLength(64);
    expect(clientAddressOf("10.0.0.2", "10.0.0.1", trust("10.0.0.0/8"))).toBe("10.0.0.1");
  });

  it("refuses a value that is none of these at boot, naming the variable", () => {
    for (const value of ["yes", "11", "10.0.0.0/33", "10.0.0.1, proxy.local", "1.2.3.4/8/1"]) {
      expect(() =>
        loadConfig({ DATA_DIR: "/tmp/collins-trust-proxy", SESSION_SECRET: "s".repeat(32), TRUST_PROXY: value }),
      ).toThrow(/TRUST_PROXY/);
    }
  });

  it("counts an IPv6 client by its /64 network, so a new address in it per request escapes no limit (issue 18)", () => {
    const none = TRUST_NO_PROXY;
    expect(clientAddressOf("2001:db8:abcd:12:1:2:3:4", undefined, none)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddressOf("2001:db8:abcd:12:ffff::9", undefined, none)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddressOf("2001:db8::1", undefined, none)).toBe("2001:db8:0:0::/64");
    expect(clientAddressOf("::1", undefined, none)).toBe("0:0:0:0::/64");
    expect(clientAddressOf("::ffff:203.0.113.7", undefined, none)).toBe("203.0.113.7");
    expect(clientAddressOf("10.0.0.1", "2001:0db8:00ab:0012:0:0:0:1", { hops: 1 })).toBe("2001:db8:ab:12::/64");
  });
});
