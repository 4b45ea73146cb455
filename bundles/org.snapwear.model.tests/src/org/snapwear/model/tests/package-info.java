/** Tests of the study model: defaults, validation, XMI files and the agreement of .ecore and generated code. */
package org.snapwear.model.tests;
