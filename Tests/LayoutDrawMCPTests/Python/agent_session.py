"""An agent's session with `layoutdraw mcp`, driven by the official MCP Python SDK (`mcp`).

    agent_session.py LAYOUTDRAW WORKDIR ROOT OUT

Starts `LAYOUTDRAW mcp` in WORKDIR over stdio, as a coding agent's client does, declaring ROOT
(a folder outside WORKDIR) as its one root. Then: initialize, list the tools, draw an article
listing by path and the same listing inline, explain it, draw a bad source, validate it, read
a file through the root, try a file outside, and draw on a device in dark mode at 3x. Each
picture is written into OUT; a JSON report of what came back is printed. The Swift test
(AgentSessionTests) reads the report and checks the numbers.
"""

import asyncio
import base64
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
import mcp.types as types


def summary(result, out, name):
    """What a tool call returned: its texts, its pictures (written to OUT/NAME-N.png), its data."""
    report = {"isError": bool(result.is_error), "texts": [], "images": [], "structured": result.structured_content}
    for block in result.content:
        if block.type == "text":
            report["texts"].append(block.text)
        elif block.type == "image":
            path = os.path.join(out, f"{name}-{len(report['images'])}.png")
            with open(path, "wb") as file:
                file.write(base64.b64decode(block.data))
            report["images"].append({"path": path, "mimeType": block.mime_type})
    return report


async def session(binary, workdir, root, out):
    async def list_roots(context):
        return types.ListRootsResult(roots=[types.Root(uri=f"file://{root}", name="notes")])

    parameters = StdioServerParameters(command=binary, args=["mcp"], cwd=workdir)
    report = {}
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write, list_roots_callback=list_roots) as client:
            initialized = await client.initialize()
            report["server"] = {"name": initialized.server_info.name, "protocol": initialized.protocol_version}
            tools = await client.list_tools()
            report["tools"] = {tool.name: sorted((tool.input_schema.get("properties") or {}).keys()) for tool in tools.tools}

            listing = "Fixtures/000-reader-in-hstack.swift"
            report["drawPath"] = summary(await client.call_tool("draw", {"path": listing}), out, "draw-path")
            with open(os.path.join(workdir, listing)) as file:
                source = file.read()
            report["drawInline"] = summary(
                await client.call_tool("draw", {"source": source, "name": "ReaderInHStack.swift"}), out, "draw-inline")
            report["explain"] = summary(await client.call_tool("explain", {"path": listing}), out, "explain")

            bad = 'VStack {\n    Text("Hello")\n        .paddding(8)\n}\n'
            report["drawBad"] = summary(await client.call_tool("draw", {"source": bad}), out, "draw-bad")
            report["validateBad"] = summary(await client.call_tool("validate", {"source": bad}), out, "validate-bad")

            report["throughRoot"] = summary(
                await client.call_tool("draw", {"path": os.path.join(root, "Card.swift")}), out, "root")
            report["outside"] = summary(await client.call_tool("draw", {"path": "/etc/passwd"}), out, "outside")
            report["device"] = summary(
                await client.call_tool(
                    "draw", {"path": listing, "device": "iPhone SE", "appearance": "dark", "scale": 3}), out, "device")
            report["devices"] = summary(await client.call_tool("list_devices", {}), out, "devices")
            try:
                await client.call_tool("nonexistent_tool", {})
                report["unknownTool"] = None
            except Exception as error:  # the protocol error, raised by the SDK
                report["unknownTool"] = str(error)
            report["pingAfter"] = (await client.send_ping()) is not None
    return report


def main():
    binary, workdir, root, out = sys.argv[1:5]
    report = asyncio.run(session(binary, workdir, root, out))
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
