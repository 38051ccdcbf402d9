-- npm run bench:sale's browsing (bench/wrk.ts): wrk's threads share the connections, one thread per
-- instance (WRK_TARGETS, "host:port" comma-separated); each connection asks for the pages of WRK_PATHS
-- in turn with Chromium's Accept-Encoding (WRK_ACCEPT_ENCODING). At the end one line of JSON: the
-- requests, the latency percentiles (µs) and wrk's own CPU time, for the report.
local targets = {}
for target in string.gmatch(os.getenv("WRK_TARGETS"), "[^,]+") do
  local host, port = string.match(target, "^(.+):(%d+)$")
  table.insert(targets, { host = host, port = port })
end
local next_thread = 0

function setup(thread)
  next_thread = next_thread + 1
  local target = targets[((next_thread - 1) % #targets) + 1]
  thread.addr = wrk.lookup(target.host, target.port)[1]
end

local requests = {}
function init(args)
  local headers = { ["Accept-Encoding"] = os.getenv("WRK_ACCEPT_ENCODING") }
  for path in string.gmatch(os.getenv("WRK_PATHS"), "[^,]+") do
    table.insert(requests, wrk.format("GET", path, headers))
  end
end

local sent = 0
function request()
  sent = sent + 1
  return requests[(sent % #requests) + 1]
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"p999Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"cpuMs":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency:percentile(99.9),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout, math.floor(os.clock() * 1000)))
end
