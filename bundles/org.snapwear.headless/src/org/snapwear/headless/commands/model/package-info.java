/** Headless commands of the study model: writing the default study ({@code new-study}). */
package org.snapwear.headless.commands.model;
