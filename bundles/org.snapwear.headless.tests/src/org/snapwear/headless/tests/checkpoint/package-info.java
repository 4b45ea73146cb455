/**
 * Headless commands on whole checkpoint directories (the hf_charlm_adamw fixture: Hugging Face Trainer checkpoints
 * whose optimizer state appears after step 0), checked against sizes read from the files by the tests themselves.
 */
package org.snapwear.headless.tests.checkpoint;
