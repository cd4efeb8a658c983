"""The web table's speed: from a click to the page showing the robots' answer (basic robots).

Starts ``bridgefp serve`` on a free loopback port, opens South's page in the system's
headless Chromium (Playwright), and on every turn of South's clicks a card or call (Pass in
the auction, the first playable card in the play), timing until the page shows the board
handed back (South to act again) or over. Needs the ``web`` extra, playwright and
``/usr/bin/chromium``.

    python bench/web.py [--boards N] [--seed S]

Prints ``name: value unit`` lines.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time

CLI = [sys.executable, "-c", "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"]
CHROMIUM = "/usr/bin/chromium"
TURN = "button[data-call]:not([disabled]), button[data-card]:not([disabled]), main[data-state=done]"
HANDED_BACK = """n => { const m = document.querySelector('main');
  return Number(m.dataset.events) > n && (m.dataset.state === 'done' ||
    document.querySelector('button[data-call]:not([disabled]), button[data-card]:not([disabled])') !== null); }"""


def _clicks(page: object, boards: int) -> list[float]:
    """Milliseconds from each click to the page showing the robots' answer."""
    times: list[float] = []
    done = 0
    while done < boards:
        page.wait_for_selector(TURN)  # type: ignore[attr-defined]
        if page.get_attribute("main", "data-state") == "done":  # type: ignore[attr-defined]
            done += 1
            if done < boards:
                page.click("#next")  # type: ignore[attr-defined]
                page.wait_for_selector("main[data-state=auction]")  # type: ignore[attr-defined]
            continue
        events = int(page.get_attribute("main", "data-events"))  # type: ignore[attr-defined]
        target = "button[data-call='P']:not([disabled])"
        if page.query_selector(target) is None:  # type: ignore[attr-defined]
            target = "button[data-card]:not([disabled])"
        start = time.perf_counter()
        page.click(target)  # type: ignore[attr-defined]
        page.wait_for_function(HANDED_BACK, arg=events, polling="raf")  # type: ignore[attr-defined]
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen(
            CLI + ["serve", "--seat", "S", "--seed", str(args.seed), "--port", "0", "--log", "bench.jsonl"],
            cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )
        try:
            assert server.stdout is not None
            url = server.stdout.readline().strip().partition(": ")[2]
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM)
                page = browser.new_page()
                page.goto(url)
                times = _clicks(page, args.boards)
                browser.close()
        finally:
            server.terminate()
            server.wait()
    times.sort()
    print(f"web_clicks: {len(times)} clicks")
    print(f"web_click_to_answer_median: {statistics.median(times):.1f} ms")
    print(f"web_click_to_answer_p90: {times[int(len(times) * 0.9)]:.1f} ms")
    print(f"web_click_to_answer_max: {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
