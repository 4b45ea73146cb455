/** Tests of the study-model commands ({@code new-study}). */
package org.snapwear.headless.tests.model;
