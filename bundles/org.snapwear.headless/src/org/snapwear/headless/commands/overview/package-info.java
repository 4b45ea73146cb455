/** {@code snapwear report}: the run overview of a checkpoint sequence, headless (org.snapwear.study.overview). */
package org.snapwear.headless.commands.overview;
