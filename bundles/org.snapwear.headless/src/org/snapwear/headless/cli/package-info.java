/**
 * The headless command-line framework: {@link org.snapwear.headless.cli.support.Subcommand}, argument parsing, output
 * and the exit-code conventions (0 ok, 1 failure the user can act on, 2 usage error, 70 internal error).
 */
package org.snapwear.headless.cli;
