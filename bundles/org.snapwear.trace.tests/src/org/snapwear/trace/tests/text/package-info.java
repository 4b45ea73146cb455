/** Tests of the user-facing error text, safe printing and enum parsing ({@code org.snapwear.trace.text}). */
package org.snapwear.trace.tests.text;
