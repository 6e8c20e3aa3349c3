#!/usr/bin/env python3
"""Bad input against one `layoutdraw mcp` server: garbage, truncated JSON, huge strings and
concurrent calls, to see that it answers or refuses every message, stays up, and that its
memory stays flat.

    Benchmarks/mcp-stress.py LAYOUTDRAW [--requests 10000] [--rounds 2] [--huge-mb 100]
                             [--huge-count 3] [--writers 4] [--seed 1] [--json]

Starts `LAYOUTDRAW mcp` in the repository, initializes it and warms it up with a draw of every
article listing (Fixtures/*.swift), reads its resident memory (VmRSS), then sends --requests
messages per round from --writers threads at once, each a seeded random pick of:

  garbage        random bytes (no newline)                   → a Parse error
  truncated      a tools/call cut short                      → a Parse error (with its id when the cut is past it)
  not-jsonrpc    JSON objects and values that are no message → an error
  batch          a JSON-RPC batch                            → Invalid Request (MCP removed batches)
  deep, wide     JSON 10,000 deep, 200,000 values             → Invalid Request
  unknown        an unknown method or tool                   → Method not found / Invalid params
  bad-arguments  tools/call with wrong arguments             → an error result
  bad-source     a listing with a mistake                    → an error result with its diagnostics
  outside        a path outside the working folder           → an error result
  draw, explain  an article listing, by path or inline       → a result with the picture
  notification   a notification                              → nothing
  cancel         a cancellation of an earlier draw           → nothing (the draw: its result or nothing)
  huge           a tools/call with a --huge-mb string, --huge-count times a round → Invalid Request

and waits for every answer. A message that asks for an answer must get exactly one; a request
with an id gets it under that id. After each round the memory is read again, and at the end
the server must still answer a ping. Prints the counts and the memory; exits 1 if a message
went unanswered, was answered twice, or the server died. Only the loopback pipes of one child
process are used.
"""

import argparse
import glob
import json
import os
import random
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rss_kb(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return -1


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen(
            [binary, "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.write_lock = threading.Lock()
        self.cond = threading.Condition()
        self.by_id = {}  # our id → list of responses
        self.anonymous = []  # responses whose id is not ours
        self.total = 0
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        for line in self.process.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                message = {"unparsable": line[:200].decode("utf-8", "replace")}
            with self.cond:
                self.total += 1
                ident = message.get("id")
                if isinstance(ident, str) and ident.startswith("s-"):
                    self.by_id.setdefault(ident, []).append(message)
                elif "method" in message:
                    pass  # a request of the server's own (none without roots)
                else:
                    self.anonymous.append(message)
                self.cond.notify_all()

    def send(self, raw):
        with self.write_lock:
            self.process.stdin.write(raw + b"\n")
            self.process.stdin.flush()

    def request(self, ident, method, params=None):
        message = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message).encode())

    def wait(self, predicate, timeout):
        deadline = time.time() + timeout
        with self.cond:
            while not predicate():
                left = deadline - time.time()
                if left <= 0 or self.process.poll() is not None:
                    return predicate()
                self.cond.wait(min(left, 1))
            return True


def call(name, arguments):
    return {"name": name, "arguments": arguments}


def main():
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("binary")
    options.add_argument("--requests", type=int, default=10_000)
    options.add_argument("--rounds", type=int, default=2)
    options.add_argument("--huge-mb", type=int, default=100)
    options.add_argument("--huge-count", type=int, default=3)
    options.add_argument("--writers", type=int, default=4)
    options.add_argument("--seed", type=int, default=1)
    options.add_argument("--timeout", type=float, default=1800)
    options.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = options.parse_args()

    listings = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "Fixtures", "*.swift")))
    sources = {path: open(os.path.join(ROOT, path)).read() for path in listings}
    server = Server(os.path.abspath(args.binary))
    counter = [0]
    counter_lock = threading.Lock()

    def next_id():
        with counter_lock:
            counter[0] += 1
            return f"s-{counter[0]}"

    # Initialize and warm up: every listing drawn once.
    server.request("s-init", "initialize", {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "mcp-stress", "version": "1"}})
    if not server.wait(lambda: "s-init" in server.by_id, 60):
        sys.exit("the server did not answer initialize")
    server.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
    warm = []
    for path in listings:
        ident = next_id()
        warm.append(ident)
        server.request(ident, "tools/call", call("draw", {"path": path}))
    server.wait(lambda: all(i in server.by_id for i in warm), 600)
    warm_errors = [i for i in warm if server.by_id[i][0].get("result", {}).get("isError")]
    memory = [("after warm-up", rss_kb(server.process.pid))]

    kinds = [
        ("garbage", 14), ("truncated", 12), ("not-jsonrpc", 8), ("batch", 3), ("deep", 2), ("wide", 2),
        ("unknown", 6), ("bad-arguments", 8), ("bad-source", 8), ("outside", 4), ("draw", 12), ("explain", 3),
        ("notification", 5), ("cancel", 3),
    ]
    names = [k for k, w in kinds for _ in range(w)]
    sent = {}  # kind → count
    expected_anonymous_max = [0]  # messages answered without one of our ids
    must_answer = {}  # id → kind: exactly one answer
    may_answer = set()  # cancelled draws: at most one answer
    drawn_ids = []
    state_lock = threading.Lock()

    def record(kind, ident=None, anonymous=0, optional=False):
        with state_lock:
            sent[kind] = sent.get(kind, 0) + 1
            expected_anonymous_max[0] += anonymous
            if ident is not None:
                if optional:
                    may_answer.add(ident)
                else:
                    must_answer[ident] = kind

    def one(rng):
        kind = rng.choice(names)
        if kind == "garbage":
            raw = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))).replace(b"\n", b" ")
            server.send(raw)
            record(kind, anonymous=1)
        elif kind == "truncated":
            ident = next_id()
            full = json.dumps({"jsonrpc": "2.0", "id": ident, "method": "tools/call",
                               "params": call("draw", {"source": sources[rng.choice(listings)]})}).encode()
            cut = full[:rng.randrange(1, len(full) - 1)]
            server.send(cut)
            # Answered under its id when the cut falls after the id, else anonymously.
            if (b'"id": "' + ident.encode() + b'"') in cut:
                record(kind, ident)
            else:
                record(kind, anonymous=1)
        elif kind == "not-jsonrpc":
            raw = rng.choice([b"{}", b"[]", b"null", b"17", b'"text"', b'{"id": 3}', b'{"jsonrpc": "1.0", "id": 1, "method": "ping"}',
                              b'{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}', b"   ", b'{"a": "\xff\xfe"}'])
            server.send(raw)
            record(kind, anonymous=1)
        elif kind == "batch":
            server.send(json.dumps([{"jsonrpc": "2.0", "id": next_id(), "method": "ping"}]).encode())
            record(kind, anonymous=1)
        elif kind == "deep":
            ident = next_id()
            server.send(b'{"jsonrpc":"2.0","id":"' + ident.encode() + b'","method":"tools/call","params":' + b"[" * 10_000 + b"]" * 10_000 + b"}")
            record(kind, ident)
        elif kind == "wide":
            ident = next_id()
            server.send(b'{"jsonrpc":"2.0","id":"' + ident.encode() + b'","method":"tools/call","params":[' + b",".join([b"0"] * 200_000) + b"]}")
            record(kind, ident)
        elif kind == "unknown":
            ident = next_id()
            if rng.random() < 0.5:
                server.request(ident, "tools/frobnicate", {})
            else:
                server.request(ident, "tools/call", call("frobnicate", {}))
            record(kind, ident)
        elif kind == "bad-arguments":
            ident = next_id()
            server.request(ident, "tools/call", call(rng.choice(["draw", "explain", "validate"]), rng.choice([
                {}, {"source": 12}, {"source": "Text(\"a\")", "path": "x.swift"}, {"source": "Text(\"a\")", "scale": -1},
                {"source": "Text(\"a\")", "device": "iPhone 99"}, {"sorce": "x"}, {"source": "Text(\"a\")", "set": [1, 2]}])))
            record(kind, ident)
        elif kind == "bad-source":
            ident = next_id()
            listing = sources[rng.choice(listings)]
            cut = listing[:rng.randrange(1, len(listing))] + rng.choice(["}}}", ".padding(", "\"", ")", "@@@"])
            server.request(ident, "tools/call", call("draw", {"source": cut}))
            record(kind, ident)
        elif kind == "outside":
            ident = next_id()
            server.request(ident, "tools/call", call("draw", {"path": rng.choice(["/etc/passwd", "../../etc/passwd", "/proc/self/environ"])}))
            record(kind, ident)
        elif kind in ("draw", "explain"):
            ident = next_id()
            path = rng.choice(listings)
            arguments = {"path": path} if rng.random() < 0.5 else {"source": sources[path]}
            server.request(ident, "tools/call", call(kind, arguments))
            record(kind, ident)
            with state_lock:
                drawn_ids.append(ident)
        elif kind == "notification":
            server.send(json.dumps({"jsonrpc": "2.0", "method": rng.choice(["notifications/progress", "notifications/whatever"]), "params": {}}).encode())
            record(kind)
        elif kind == "cancel":
            with state_lock:
                target = drawn_ids[-1] if drawn_ids else None
                if target is not None and target in must_answer:
                    del must_answer[target]
                    may_answer.add(target)
            if target is not None:
                server.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": target}}).encode())
            record(kind)

    def huge(rng):
        ident = next_id()
        head = b'{"jsonrpc":"2.0","id":"' + ident.encode() + b'","method":"tools/call","params":{"name":"draw","arguments":{"source":"'
        chunk = b"a" * (1 << 20)
        with server.write_lock:
            server.process.stdin.write(head)
            for _ in range(args.huge_mb):
                server.process.stdin.write(chunk)
            server.process.stdin.write(b'"}}}\n')
            server.process.stdin.flush()
        record("huge", ident)

    started = time.time()
    for round_number in range(args.rounds):
        per_writer = args.requests // args.writers

        def writer(index):
            rng = random.Random(args.seed * 1000 + round_number * 100 + index)
            step = max(1, per_writer // max(1, args.huge_count))
            for n in range(per_writer):
                one(rng)
                if index == 0 and n % step == 0 and n // step < args.huge_count:
                    huge(rng)

        threads = [threading.Thread(target=writer, args=(i,)) for i in range(args.writers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        with state_lock:
            required = dict(must_answer)
        server.wait(lambda: all(i in server.by_id for i in required), args.timeout)
        time.sleep(1)  # anonymous answers and those of cancelled draws
        memory.append((f"after round {round_number + 1}", rss_kb(server.process.pid)))
    elapsed = time.time() - started

    server.request("s-ping", "ping")
    alive = server.wait(lambda: "s-ping" in server.by_id, 60)
    peak = rss_kb(server.process.pid, "VmHWM") if alive else -1
    server.process.stdin.close()
    exit_status = server.process.wait(timeout=60)

    with server.cond:
        unanswered = sorted(i for i in must_answer if i not in server.by_id)
        twice = sorted(i for i, answers in server.by_id.items() if len(answers) > 1)
        codes, results, error_results = {}, 0, 0
        for ident, answers in server.by_id.items():
            for answer in answers:
                if "error" in answer:
                    codes[answer["error"]["code"]] = codes.get(answer["error"]["code"], 0) + 1
                elif answer.get("result", {}).get("isError"):
                    error_results += 1
                else:
                    results += 1
        for answer in server.anonymous:
            if "error" in answer:
                codes[answer["error"]["code"]] = codes.get(answer["error"]["code"], 0) + 1
        summary = {
            "messages": sum(sent.values()), "sent": dict(sorted(sent.items())), "writers": args.writers, "rounds": args.rounds,
            "huge_mb": args.huge_mb, "seconds": round(elapsed, 1),
            "answers": server.total, "results": results, "error_results": error_results,
            "protocol_errors": {str(k): v for k, v in sorted(codes.items())},
            "anonymous_answers": len(server.anonymous), "anonymous_expected": expected_anonymous_max[0],
            "unanswered": unanswered[:20], "answered_twice": twice[:20], "warm_up_errors": warm_errors,
            "alive_after": alive, "exit_status": exit_status,
            "rss_kb": dict(memory), "peak_rss_kb": peak,
        }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(f"{summary['messages']} messages in {args.rounds} rounds of {args.requests} from {args.writers} writers, "
              f"{args.huge_count * args.rounds} of {args.huge_mb} MB, in {summary['seconds']} s")
        print("sent:", ", ".join(f"{k} {v}" for k, v in summary["sent"].items()))
        print(f"answers: {server.total}: {results} results, {error_results} error results, protocol errors "
              + ", ".join(f"{k}: {v}" for k, v in summary["protocol_errors"].items())
              + f" ({len(server.anonymous)} without an id of ours, {expected_anonymous_max[0]} expected)")
        print(f"unanswered: {len(unanswered)}, answered twice: {len(twice)}, alive after: {alive}, exit status {exit_status}")
        print("resident memory: " + ", ".join(f"{k} {v / 1024:.1f} MB" for k, v in memory) + f", peak {peak / 1024:.1f} MB")
    ok = alive and not unanswered and not twice and not warm_errors and len(server.anonymous) == expected_anonymous_max[0]
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
