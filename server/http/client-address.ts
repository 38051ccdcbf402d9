// Who the client is behind the shop's own proxies: TRUST_PROXY names them (a number of hops or
// their addresses), and the client is the right-most X-Forwarded-For entry they did not add.
import { BlockList, isIP } from "node:net";

/** No proxy is trusted (hops 0): the connection's own address is the client. */
export type TrustProxy = { hops: number } | { proxies: BlockList };

export const TRUST_NO_PROXY: TrustProxy = { hops: 0 };

const MAX_HOPS = 10;
/** A forwarded entry is a key of the rate limits, never longer than an address with a port. */
const MAX_ENTRY = 64;

/**
 * `off` or unset: 0 hops; `on`: 1 hop (one load balancer); a number: that many hops; otherwise a
 * comma list of proxy addresses and CIDR ranges. null when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? "").trim();
  if (text === "" || text === "off") return TRUST_NO_PROXY;
  if (text === "on") return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { hops } : null;
  }
  const proxies = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", bits, extra] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return null;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) {
      proxies.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return null;
    proxies.addSubnet(address, prefix, type);
  }
  return { proxies };
}

function isTrustedProxy(address: string, trust: TrustProxy, hop: number): boolean {
  if ("hops" in trust) return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.proxies.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: walking from the connection's peer towards the left of X-Forwarded-For,
 * the first address that is not a trusted proxy. Entries left of it are whatever the client sent,
 * so they are never used; when every hop is trusted, the left-most entry is the client.
 */
export function clientAddressOf(remote: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    remote,
  ];
  for (let hop = 0; hop < chain.length; hop += 1) {
    const address = chain[chain.length - 1 - hop] ?? remote;
    if (!isTrustedProxy(address, trust, hop)) return limitKeyOf(address);
  }
  return limitKeyOf(chain[0] ?? remote);
}

/**
 * The key the limits count a client by. An IPv6 client is its /64 network: one home or phone gets a
 * whole /64 and can take a new address in it for every request, which would escape every limit.
 */
function limitKeyOf(address: string): string {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(unmapped) !== 6) return unmapped.slice(0, MAX_ENTRY);
  const [head = "", tail = ""] = unmapped.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = unmapped.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The host name the visitor asked for. Behind a proxy that this shop trusts (the connection comes
 * from it), that is the X-Forwarded-Host it set, if any: its Host header may name the shop's own
 * upstream address instead. null when it cannot be known (a trusted proxy that sends none).
 */
export function requestedHostOf(
  remote: string,
  host: string | undefined,
  forwardedHost: string | undefined,
  trust: TrustProxy,
): string | null {
  if (!isTrustedProxy(remote, trust, 0)) return host ?? null;
  const forwarded = forwardedHost?.split(",").at(-1)?.trim();
  return forwarded || null;
}
