# Sourced by the Makefile and scripts: the environment every Pulsum run and test uses.
# Tests read the model from the checkout's models/ folder.
export PULSUM_MODEL_DIR="${PULSUM_MODEL_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/models/all-MiniLM-L6-v2}"
