/**
 * The top of the command line: dispatch ({@link org.snapwear.headless.cli.SnapwearCli}), the list of built-in
 * commands ({@link org.snapwear.headless.cli.CommandRegistry}), the picocli tree they form
 * ({@link org.snapwear.headless.cli.CommandTree}) with its completion script and man page, and the exit-code
 * conventions (0 ok, 1 failure the user can act on, 2 usage error, 70 internal error). The commands depend on
 * {@code cli.support}, never on this package.
 */
package org.snapwear.headless.cli;
