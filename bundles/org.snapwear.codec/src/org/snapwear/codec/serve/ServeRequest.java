package org.snapwear.codec.serve;

/**
 * One request: a JSON object on one line, {@code {"op": "list"}}, {@code {"op": "latest"}} or
 * {@code {"op": "restore", "iteration": 500, "out": "/abs/path", "force": false}}.
 *
 * @param op        list, latest or restore
 * @param iteration the iteration to restore (restore only)
 * @param out       the absolute path to restore to (restore only; the server's working directory is not the
 *                  client's, so a relative path is refused)
 * @param force     replace an existing {@code out}
 */
public record ServeRequest(String op, Long iteration, String out, Boolean force) {
}
