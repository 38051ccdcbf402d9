vcl 4.1;
# Varnish in front of two Collins instances (issue 23). It keeps only what the shop marks as the
# same for every visitor: `Cache-Control: public, ..., s-maxage=N` without Set-Cookie. The shop's
# purger (CDN_PURGE_URLS, server/integrations/cdn/purger.ts) sends `PURGE /` with
# `Surrogate-Key: product:12 collection:3` (or `all`) when the catalog changes; the pages whose
# Surrogate-Key names one of the keys are soft-purged with vmod_xkey (Debian package
# `varnish-modules`, decision 30): each is served as it was while one request fetches the new one.
# Tested by tests/reliability/varnish.test.ts (the test writes its own ports into the backends).

import directors;
import std;
import xkey;

# Edit the two addresses for the machine; the probe takes an instance that stops answering out of
# the rotation until it answers again.
probe healthz {
    .url = "/healthz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend app1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = healthz;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = healthz;
}

# Who may purge: the app instances (on this machine here; list their addresses otherwise).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new shop = directors.round_robin();
    shop.add_backend(app1);
    shop.add_backend(app2);
}

sub vcl_recv {
    set req.backend_hint = shop.backend();
    # An absolute-form request line (GET http://host/cart) is read as its path, so the rules below
    # see every request the same way.
    set req.url = regsub(req.url, "(?i)^https?://[^/]*", "");

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Keys as the shop writes them (lowercase words, optionally :digits, one space apart).
        if (req.http.Surrogate-Key !~ "^[a-z]+(:[0-9]+)?( [a-z]+(:[0-9]+)?)*$") {
            return (synth(400, "Bad Surrogate-Key"));
        }
        # Soft: each page tagged with a key expires now and is kept for its grace, so the visitors
        # of a sell-out are served the page they would have had a moment ago while one request
        # fetches the new one, instead of all waiting for that render.
        return (synth(200, "Purged " + xkey.softpurge(req.http.Surrogate-Key)));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Personal pages: the cart, checkout, orders, the account and login, the console, the forms,
    # the provider simulators; and every API call but the catalog's public reads. Never looked up,
    # never kept, whatever they answer; their cookies go through untouched.
    if (req.url ~ "(?i)^/(cart|checkout|order|account|login|signup|welcome|name|admin|inquiry|restock|review|_sim|healthz)([/?.]|$)" ||
        (req.url ~ "(?i)^/api/" && req.url !~ "(?i)^/api/(product/|v2/collection/|v2/search|top-line-banner)")) {
        return (pass);
    }

    # Everything else is looked up; the cookies stay on the request, so a miss reaches the shop as
    # the visitor sent it. The shop decides by its answer whether a page is the same for every
    # visitor (vcl_backend_response keeps nothing else), and the key is the URL alone.
    return (hash);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # The fetch that replaces a purged page reached an instance that is still rendering it and
    # answered with its own earlier copy, for one visitor (`X-Page-Cache: stale`, private). Varnish
    # keeps serving its copy, which is no older, and the next visitor's fetch asks again, instead of
    # sending every visitor of the page to the instances until one of them keeps a new page.
    if (bereq.is_bgfetch && beresp.http.X-Page-Cache == "stale") {
        return (abandon);
    }
    if (beresp.http.Set-Cookie ||
        beresp.status >= 500 ||
        beresp.http.Cache-Control !~ "(?i)(^|[ ,])public([ ,]|$)" ||
        beresp.http.Cache-Control !~ "(?i)s-maxage=[0-9]+" ||
        beresp.http.Cache-Control ~ "(?i)private|no-store") {
        # Hit-for-miss: the next request for this URL goes to the shop again (a page may become
        # public later), and nobody waits for this answer, which is never kept.
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    set beresp.ttl = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*s-maxage=([0-9]+).*$", "\1") + "s", 0s);
    # The keys a purge finds the page by (xkey reads its own header, and X-HashTwo, which only
    # this VCL may set, when the object is kept).
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    unset beresp.http.X-HashTwo;
    # stale-while-revalidate: an expired or purged page is served while one request fetches the
    # new one; after it, the next visitor waits for the shop.
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
    } else {
        set beresp.grace = 0s;
    }
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.ttl <= 0s && obj.hits > 0) {
        # Expired or purged, served in its grace while the next is fetched.
        set resp.http.X-Cache = "STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for purging here; a browser has no use for them.
    unset resp.http.Surrogate-Key;
    unset resp.http.xkey;
}
