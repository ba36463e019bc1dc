"""Schemathesis hooks of the CampusLoop API fuzz (e2e/tests/api-fuzz.spec.ts).

Every request is sent as one of several real personas (access tokens from the real sign-up, in
CAMPUSLOOP_FUZZ_TOKENS, comma-separated), taken in turn: the gateway counts signed-in traffic per
account (30 writes a minute), so one account alone would spend most of the run on 429s.
"""

import itertools
import os
import threading

import schemathesis

_TOKENS = [token for token in os.environ.get("CAMPUSLOOP_FUZZ_TOKENS", "").split(",") if token]
_lock = threading.Lock()
_turns = itertools.cycle(_TOKENS) if _TOKENS else None


@schemathesis.auth(refresh_interval=None)
class PersonaPool:
    def get(self, case, context):
        if _turns is None:
            return None
        with _lock:
            return next(_turns)

    def set(self, case, data, context):
        if data is None:
            return
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"
