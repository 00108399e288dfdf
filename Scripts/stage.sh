# Sourced by the test scripts: `stage NAME COMMAND...` runs the command and prints its wall time
# as it ends ("stage build: 412 s"), so a slow CI run shows where the minutes went.
stage() {
    local name=$1 started=$SECONDS
    shift
    echo "stage $name: started"
    "$@"
    echo "stage $name: $((SECONDS - started)) s"
}
