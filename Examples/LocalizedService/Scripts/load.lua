-- wrk script: rotates over 150 Accept-Language headers, amounts, currencies
-- and the three localized routes. The route prefix ("" for swift-intl,
-- "/foundation" for the per-request Foundation formatters) is wrk's first
-- script argument.

local bases = {
  "en", "en-US", "en-GB", "en-AU", "de", "de-DE", "de-AT", "de-CH", "ru", "ru-RU",
  "ar", "ar-EG", "ar-SA", "zh-CN", "zh-Hans", "zh-TW", "zh-HK", "zh-Hant", "fr-FR", "es-ES",
  "it", "pt-BR", "ja", "ko", "nl", "sv", "uk", "pl", "tr", "he",
}
local seconds = { "", ", en;q=0.8", ", de;q=0.7, en;q=0.5", ", ru;q=0.9", ", zh;q=0.6, *;q=0.1" }
local headers = {}
for _, second in ipairs(seconds) do
  for _, base in ipairs(bases) do
    headers[#headers + 1] = base .. second
  end
end
assert(#headers == 150, "expected 150 headers")

local currencies = { "EUR", "USD", "JPY", "RUB", "CNY", "GBP", "CHF" }
local zones = { "Europe/Berlin", "America/New_York", "Asia/Shanghai", "UTC" }
local prefix = ""
local counter = 0
local failures = 0

function init(args)
  prefix = args[1] or ""
  counter = math.random(1, 1000)
end

function request()
  counter = counter + 1
  local header = headers[(counter % #headers) + 1]
  local route = counter % 3
  local path
  if route == 0 then
    local amount = string.format("%d.%02d", (counter * 7919) % 100000, counter % 100)
    path = prefix .. "/price?amount=" .. amount .. "&currency=" .. currencies[(counter % #currencies) + 1]
  elseif route == 1 then
    local total = (counter % 40) + 1
    path = prefix .. "/summary?completed=" .. (counter % (total + 1)) .. "&total=" .. total
  else
    path = prefix .. "/when?at=2015-08-07T17:29:32Z&tz=" .. zones[(counter % #zones) + 1]
  end
  return wrk.format("GET", path, { ["Accept-Language"] = header })
end

function response(status, headers, body)
  if status ~= 200 then failures = failures + 1 end
end

function done(summary, latency, requests)
  local errors = summary.errors
  local socket = errors.connect + errors.read + errors.write + errors.timeout
  io.write(string.format("RESULT requests=%d duration_s=%.1f rps=%.0f p50_ms=%.2f p99_ms=%.2f non200=%d socket_errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors.status, socket))
end
