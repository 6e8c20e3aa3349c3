#!/usr/bin/env python3
"""How long an MCP draw takes in a warm `layoutdraw mcp` server, as an agent's client sees it.

    Benchmarks/mcp-latency.py LAYOUTDRAW [--runs 20] [--warm 3] [--tool draw] [--inline]

Starts `LAYOUTDRAW mcp` in the repository with the official MCP Python SDK's stdio client (from
.build/python: `make deps`), initializes it, and draws every article listing (the
`Fixtures/0*.swift` files, from the five articles) --warm times to warm it up. Then, taking the
listings in turn, --runs rounds: each call timed from the request written to the result
parsed, the PNG in it. Prints, for each listing and for all, the median, the 95th percentile
and the worst, in milliseconds. The same calls are then timed without the SDK, as JSON lines on
the server's pipes (the client's own cost left out). Use the release binary (`make release`);
one call at a time, on a machine with nothing else running, for numbers worth keeping.
"""

import argparse
import asyncio
import base64
import glob
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def report(title, timings):
    everything = [t for ts in timings.values() for t in ts]
    print(title)
    width = max(len(name) for name in timings)
    for name, ts in timings.items():
        print(f"  {name:<{width}}  median {statistics.median(ts):6.1f}  p95 {percentile(ts, 0.95):6.1f}  worst {max(ts):6.1f} ms")
    print(f"  {'all ' + str(len(everything)) + ' calls':<{width}}  median {statistics.median(everything):6.1f}  "
          f"p95 {percentile(everything, 0.95):6.1f}  worst {max(everything):6.1f} ms")
    return {"median": statistics.median(everything), "p95": percentile(everything, 0.95), "worst": max(everything)}


def arguments(path, inline):
    if inline:
        with open(os.path.join(ROOT, path)) as file:
            return {"source": file.read(), "name": os.path.basename(path)}
    return {"path": path}


async def with_sdk(binary, listings, args):
    sys.path.insert(0, "")
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    timings = {path: [] for path in listings}
    async with stdio_client(StdioServerParameters(command=binary, args=["mcp"], cwd=ROOT)) as (read, write):
        async with ClientSession(read, write) as client:
            await client.initialize()
            for _ in range(args.warm):
                for path in listings:
                    await client.call_tool(args.tool, arguments(path, args.inline))
            for _ in range(args.runs):
                for path in listings:
                    started = time.perf_counter()
                    result = await client.call_tool(args.tool, arguments(path, args.inline))
                    elapsed = (time.perf_counter() - started) * 1000
                    images = [c for c in result.content if c.type == "image"]
                    if result.is_error or not images or not base64.b64decode(images[0].data).startswith(b"\x89PNG"):
                        sys.exit(f"{path}: no picture: {result.content[0].text if result.content else result}")
                    timings[path].append(elapsed)
    return timings


def raw(binary, listings, args):
    process = subprocess.Popen([binary, "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    counter = [0]

    def call(method, params):
        counter[0] += 1
        process.stdin.write(json.dumps({"jsonrpc": "2.0", "id": counter[0], "method": method, "params": params}).encode() + b"\n")
        process.stdin.flush()
        return json.loads(process.stdout.readline())

    call("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
    process.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    timings = {path: [] for path in listings}
    for _ in range(args.warm):
        for path in listings:
            call("tools/call", {"name": args.tool, "arguments": arguments(path, args.inline)})
    for _ in range(args.runs):
        for path in listings:
            started = time.perf_counter()
            answer = call("tools/call", {"name": args.tool, "arguments": arguments(path, args.inline)})
            timings[path].append((time.perf_counter() - started) * 1000)
            if answer["result"].get("isError"):
                sys.exit(f"{path}: {answer['result']['content'][0]['text']}")
    process.stdin.close()
    process.wait()
    return timings


def main():
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("binary")
    options.add_argument("--runs", type=int, default=20)
    options.add_argument("--warm", type=int, default=3)
    options.add_argument("--tool", default="draw", choices=["draw", "explain"])
    options.add_argument("--inline", action="store_true", help="send each listing as text instead of its path")
    args = options.parse_args()
    binary = os.path.abspath(args.binary)
    listings = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "Fixtures", "0*.swift")))
    sdk = report(f"{args.tool} through the MCP Python SDK ({len(listings)} article listings, {args.runs} rounds, "
                 f"{'inline' if args.inline else 'by path'}):", asyncio.run(with_sdk(binary, listings, args)))
    plain = report("the same as JSON lines on the pipes:", raw(binary, listings, args))
    print(json.dumps({"sdk": sdk, "jsonLines": plain}))


if __name__ == "__main__":
    main()
