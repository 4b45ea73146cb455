package org.snapwear.headless.commands.codec;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.PicocliCommand;

/**
 * One action of {@code snapwear store}. The store reports a refused operation (a snapshot other deltas need, an
 * iteration it does not hold) as an IllegalArgumentException or IllegalStateException, which is a failure the user
 * can act on (exit 1), not a bug.
 */
abstract class StoreAction extends PicocliCommand {

    @Override
    protected final int execute(CommandContext ctx) throws Exception {
        try {
            return act(ctx);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CommandFailedException(e.getMessage(), e);
        }
    }

    /** Does the action once its options are parsed. */
    protected abstract int act(CommandContext ctx) throws Exception;
}
