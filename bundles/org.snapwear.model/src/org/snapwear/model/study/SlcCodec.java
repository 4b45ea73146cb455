/**
 */
package org.snapwear.model.study;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Slc Codec</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Delta codec of SLC progressive programming ([SLC progressive programming, docs/papers.md#slc-progressive]).
 * <!-- end-model-doc -->
 * @see org.snapwear.model.study.SnapwearPackage#getSlcCodec()
 * @model
 * @generated
 */
public enum SlcCodec implements Enumerator {
	/**
	 * The '<em><b>Diff Index</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Index and content of every mismatched fixed-size segment.
	 * <!-- end-model-doc -->
	 * @see #DIFF_INDEX_VALUE
	 * @generated
	 * @ordered
	 */
	DIFF_INDEX(0, "diffIndex", "diff-index"),

	/**
	 * The '<em><b>Xor Rle</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * XOR with the latest version, zero runs RLE-coded.
	 * <!-- end-model-doc -->
	 * @see #XOR_RLE_VALUE
	 * @generated
	 * @ordered
	 */
	XOR_RLE(1, "xorRle", "xor-rle");

	/**
	 * The '<em><b>Diff Index</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Index and content of every mismatched fixed-size segment.
	 * <!-- end-model-doc -->
	 * @see #DIFF_INDEX
	 * @model name="diffIndex" literal="diff-index"
	 * @generated
	 * @ordered
	 */
	public static final int DIFF_INDEX_VALUE = 0;

	/**
	 * The '<em><b>Xor Rle</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * XOR with the latest version, zero runs RLE-coded.
	 * <!-- end-model-doc -->
	 * @see #XOR_RLE
	 * @model name="xorRle" literal="xor-rle"
	 * @generated
	 * @ordered
	 */
	public static final int XOR_RLE_VALUE = 1;

	/**
	 * An array of all the '<em><b>Slc Codec</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SlcCodec[] VALUES_ARRAY =
		new SlcCodec[] {
			DIFF_INDEX,
			XOR_RLE,
		};

	/**
	 * A public read-only list of all the '<em><b>Slc Codec</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SlcCodec> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Slc Codec</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SlcCodec get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SlcCodec result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Slc Codec</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SlcCodec getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SlcCodec result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Slc Codec</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SlcCodec get(int value) {
		switch (value) {
			case DIFF_INDEX_VALUE: return DIFF_INDEX;
			case XOR_RLE_VALUE: return XOR_RLE;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private SlcCodec(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //SlcCodec
