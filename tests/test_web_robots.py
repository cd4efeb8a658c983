"""`bridgefp serve` answers while a robot thinks: robots run off the server's event loop."""

from __future__ import annotations

import json
import time
import urllib.request

import pytest

from bridgefp import dd
from webserver import start_server

pytest.importorskip("starlette")
sync_client = pytest.importorskip("websockets.sync.client")


@pytest.mark.skipif(not dd.is_available(), reason="the dd robot needs the dds extra")
def test_the_page_is_answered_and_told_who_thinks_while_a_dd_robot_thinks(tmp_path):
    server = start_server(["--seat", "N", "--seed", "3", "--robot", "dd", "--log", "t.jsonl"], tmp_path)
    try:
        url = server.urls["N"]
        token = url.split("token=")[1]
        state_url = f"{server.base}/state/N?token={token}"
        ws_url = server.base.replace("http://", "ws://") + f"/ws/N?token={token}"
        with sync_client.connect(ws_url, origin=server.base) as ws:
            state = json.loads(ws.recv())["state"]
            while state["state"] == "auction":  # North passes; the robots bid at once
                if state["yourTurn"]:
                    ws.send(json.dumps({"text": "p", "at": state["events"]}))
                message = json.loads(ws.recv())
                state = message.get("state", state)
            while state["thinking"] is None:  # the opening lead: a dd robot thinks for seconds
                message = json.loads(ws.recv())
                state = message.get("state", state)
            thinker = state["thinking"]
            started = time.monotonic()
            with urllib.request.urlopen(state_url, timeout=5) as response:
                answered = json.loads(response.read())
            took = time.monotonic() - started
            assert answered["thinking"] == thinker and answered["current"] == []
            assert took < 1.0  # answered while the robot still thinks (its card comes seconds later)
            message = json.loads(ws.recv(timeout=60))
            assert message["state"]["thinking"] is None and len(message["state"]["current"]) == 1
            assert message["state"]["current"][0][0] == thinker
    finally:
        server.stop()
