/**
 * Headless commands of the compression engine: {@code compress} (simulate saving a snapshot sequence with a scheme
 * and codecs), {@code codecs} (list the registered codecs) and {@code store} with its actions (one
 * {@code StoreAction} subclass each; {@code StoreCommand}'s subcommands are the one list of them). The scheme options
 * are {@code study.cli.SchemeOptionsMixin}'s; {@code SchemeArgs} turns what it refuses into usage errors and
 * {@code StoreOpening} applies them to a new or existing store.
 */
package org.snapwear.headless.commands.codec;
