/** {@code snapwear resume-check}: resumed training from transformed checkpoints against the seed-noise band. */
package org.snapwear.headless.commands.resume;
