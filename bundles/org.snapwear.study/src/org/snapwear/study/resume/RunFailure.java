package org.snapwear.study.resume;

/**
 * One run of an arm that gave no usable loss curve: the command failed, wrote no loss file or a bad one.
 *
 * @param arm      the arm's name
 * @param seed     the seed of the run
 * @param exitCode the command's exit code (-1 when it did not start or ran in-process)
 * @param reason   what went wrong, for people (one line)
 */
public record RunFailure(String arm, long seed, int exitCode, String reason) {

    /** The one line a user reads: "arm lossy, seed 2: exit code 1: ...". */
    public String line() {
        return "arm " + arm + ", seed " + seed + ": exit code " + exitCode + ": " + reason;
    }
}
